import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatError } from '../../lib/error-text';
import { CheckoutEmpty, CheckoutError, CheckoutExpired, CheckoutNotConfigured, CheckoutSkeleton, CheckoutSuccess } from './CheckoutStates';
import { CheckoutView } from './CheckoutView';
import { checkoutMode, currencyChoices, isExpired, isPaid, SKELETON_MS } from './model';
import { useCheckoutSettings, useRetrieve, useStartFromLink } from './use-checkout-session';

/** True once `ms` have passed since the first render. */
export function useMinimumDelay(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return done;
}

const linkExpired = (error: unknown) => error instanceof ApiError && (error.code === 'PAYMENT_LINK_INACTIVE' || error.status === 404);

/**
 * `/payment/checkout/pay/:id`: a `cs_` session, or a `plink_` payment link whose new session
 * replaces it in the address.
 */
export function CheckoutPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const mode = checkoutMode(params.get('mode'));
  const isLink = id.startsWith('plink_');
  const start = useStartFromLink(isLink ? id : undefined);
  const retrieve = useRetrieve(isLink ? undefined : id);
  const settings = useCheckoutSettings(retrieve.data?.checkoutSession.livemode);
  const shown = useMinimumDelay(SKELETON_MS);

  useEffect(() => {
    if (start.data) void navigate(`/payment/checkout/pay/${start.data.id}${location.search}`, { replace: true });
  }, [location.search, navigate, start.data]);

  if (isLink) {
    if (start.error) return linkExpired(start.error) ? <CheckoutExpired /> : <CheckoutError message={formatError(start.error)} />;
    return <CheckoutSkeleton />;
  }
  if (!id.startsWith('cs_')) return <CheckoutError />;
  if (retrieve.error) return <CheckoutError message={formatError(retrieve.error)} />;
  if (!retrieve.data || !shown) return <CheckoutSkeleton />;
  const session = retrieve.data.checkoutSession;
  if (isPaid(session)) return <CheckoutSuccess session={session} link={retrieve.data.paymentLink} justPaid={false} />;
  if (isExpired(session)) return <CheckoutExpired />;
  if (session.line_items.length === 0) return <CheckoutEmpty />;
  if (settings.error) return <CheckoutError message={formatError(settings.error)} />;
  if (!settings.data) return <CheckoutSkeleton />;
  if (currencyChoices(settings.data).length === 0) return <CheckoutNotConfigured />;
  return <CheckoutView key={session.id} answer={retrieve.data} settings={settings.data} mode={mode} />;
}
