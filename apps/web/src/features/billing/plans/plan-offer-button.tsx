import type { BillingCycle, Plan, SubscriptionResponse } from '@galley/contracts';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { formatBillingDate } from '../shared/billing-format.ts';
import type { PlanOffer } from './plan-offer.ts';
import type { PlanChange } from './plan-page.tsx';

interface PlanOfferButtonProps {
  plan: Plan;
  cycle: BillingCycle;
  subscription: SubscriptionResponse;
  offer: PlanOffer;
  onChange(change: PlanChange): void;
}

/** The plan card's button: subscribe (with the trial when on offer), upgrade, downgrade, or a status. */
export function PlanOfferButton({ plan, cycle, subscription, offer, onChange }: PlanOfferButtonProps) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const lp = useLocalePath();
  const priceId = plan.prices?.[cycle].paddlePriceId ?? null;
  const common = { fullWidth: true, size: 'md', 'data-testid': `plan-action-${plan.id}` } as const;

  if (offer === 'current' || offer === 'none') {
    if (offer === 'none') return null;
    return (
      <Button {...common} variant="default" disabled>
        {t('plans.yourPlan')}
      </Button>
    );
  }
  if (offer === 'scheduled') {
    return (
      <Button {...common} variant="default" disabled>
        {t('plans.scheduledOn', {
          date: formatBillingDate(subscription.scheduled_downgrade?.effective_at ?? null, locale),
        })}
      </Button>
    );
  }
  if (!priceId) return null;
  if (offer === 'subscribe') {
    const to = `${lp('/users/checkout')}?price_id=${encodeURIComponent(priceId)}`;
    return (
      <Button {...common} component={Link} to={to}>
        {subscription.trial_available ? t('plans.startTrial') : t('plans.subscribe')}
      </Button>
    );
  }
  return (
    <Button
      {...common}
      variant={offer === 'upgrade' ? 'filled' : 'light'}
      onClick={() => onChange({ kind: offer, plan, cycle, priceId })}
    >
      {t(offer === 'upgrade' ? 'plans.upgrade' : 'plans.downgrade')}
    </Button>
  );
}
