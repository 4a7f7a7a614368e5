import type { NavigateFunction } from 'react-router';
import type { SubscriptionCheckoutResult } from '@dugout/domain/subscriptions';

/** After choosing or renewing a plan: our own pages (success, demo card page) in the app, Stripe's checkout by full navigation. */
export function followCheckout(navigate: NavigateFunction, result: SubscriptionCheckoutResult) {
  const url = result.checkoutUrl ?? '/subscription';
  if (url.startsWith('/')) navigate(url);
  else window.location.assign(url);
}
