import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { countryOptions } from './country-options.ts';
import { prefixOptions } from './prefix-options.ts';
import type { ProfileFormValues } from './profile-form-values.ts';

/** Name, affiliation and address fields, shared by the register form and the profile tab. */
export function ProfileFieldset<V extends ProfileFormValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const prefixes = useMemo(() => prefixOptions((key) => t(key)), [t]);
  const input = (field: keyof ProfileFormValues) =>
    form.getInputProps(field as Parameters<typeof form.getInputProps>[0]);

  const prefix = input('prefix');

  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t('register.sections.person')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('fields.prefix')}
          placeholder={t('fields.prefixPlaceholder')}
          data={prefixes}
          clearable
          data-testid="field-prefix"
          {...prefix}
          // The form keeps '' for "no prefix"; the select shows its placeholder (and no clear button) for null.
          value={prefix.value || null}
          onChange={(value: string | null) => prefix.onChange(value ?? '')}
        />
        <TextInput
          label={t('fields.firstName')}
          required
          autoComplete="given-name"
          maxLength={60}
          data-testid="field-first-name"
          {...input('first_name')}
        />
        <TextInput
          label={t('fields.lastName')}
          required
          autoComplete="family-name"
          maxLength={60}
          data-testid="field-last-name"
          {...input('last_name')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('fields.degree')} data-testid="field-degree" {...input('degree')} />
        <TextInput
          label={t('fields.institution')}
          required
          autoComplete="organization"
          data-testid="field-institution"
          {...input('institution')}
        />
      </SimpleGrid>

      <Title order={2} fz="lg" mt="sm">
        {t('register.sections.address')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('fields.country')}
          placeholder={t('fields.countryPlaceholder')}
          data={countries}
          searchable
          required
          nothingFoundMessage={t('fields.countryNone')}
          autoComplete="country"
          data-testid="field-country"
          {...input('country')}
        />
        <TextInput
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          data-testid="field-phone"
          {...input('phone')}
        />
      </SimpleGrid>
      <TextInput
        label={t('fields.addressLine1')}
        autoComplete="address-line1"
        data-testid="field-address1"
        {...input('address_line1')}
      />
      <TextInput
        label={t('fields.addressLine2')}
        autoComplete="address-line2"
        data-testid="field-address2"
        {...input('address_line2')}
      />
      <TextInput
        label={t('fields.addressLine3')}
        autoComplete="address-line3"
        data-testid="field-address3"
        {...input('address_line3')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('fields.city')}
          autoComplete="address-level2"
          data-testid="field-city"
          {...input('city')}
        />
        <TextInput
          label={t('fields.state')}
          autoComplete="address-level1"
          data-testid="field-state"
          {...input('state')}
        />
        <TextInput
          label={t('fields.postalCode')}
          autoComplete="postal-code"
          data-testid="field-postal-code"
          {...input('postal_code')}
        />
      </SimpleGrid>
    </Stack>
  );
}
