import { Group, TextInput } from '@mantine/core';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type OtpBoxes, pasteInto, pressKey, typeInto } from './otp-boxes.ts';

/** Six single-digit boxes (spec §5, code): typing advances, paste fills, arrows and backspace move. */
export function OtpInput({
  digits,
  onChange,
  disabled = false,
  invalid = false,
  autoFocus = true,
  focusFirst = 0,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  /** Bump it to put the focus back on the first box (after a wrong code emptied them). */
  focusFirst?: number;
}) {
  const { t } = useTranslation('account');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (autoFocus || focusFirst > 0) boxes.current[0]?.focus();
  }, [autoFocus, focusFirst]);

  const apply = (result: OtpBoxes) => {
    onChange(result.digits);
    const box = boxes.current[result.focus];
    box?.focus();
    box?.select();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const result = pressKey(digits, index, event.key);
    if (!result) return;
    event.preventDefault();
    apply(result);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteInto(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <Group gap="xs" justify="center" wrap="nowrap" role="group" aria-label={t('code.boxesLabel')}>
      {digits.map((digit, index) => (
        <TextInput
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions, never reordered.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => apply(typeInto(digits, index, event.currentTarget.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.currentTarget.select()}
          disabled={disabled}
          error={invalid}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('code.boxLabel', { position: index + 1, total: digits.length })}
          data-testid={`otp-box-${index}`}
          w={{ base: 44, xs: 52 }}
          size="lg"
          styles={{ input: { textAlign: 'center', fontSize: 24, fontWeight: 700, paddingInline: 0 } }}
        />
      ))}
    </Group>
  );
}
