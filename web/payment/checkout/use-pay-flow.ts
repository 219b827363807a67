import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normalizePhone, shouldShowNameAndEmail, validateCustomerForm, type CustomerFormErrors } from '@common/checkout/customer-form.ts';
import { CHECKOUT_FORM_FIELDS, type CheckoutFormField } from '@common/checkout/field-names.ts';
import { RELAY_EVENTS } from '@common/identity.ts';
import { ApiError } from '../../lib/api';
import { currentLocale } from '../../lib/i18n';
import type { SessionUser } from '../../app/session/session-user';
import { connectRelay } from '../../platform/realtime/relay-client';
import { checkoutApi } from './api';
import type { FormValues } from './CustomerFields';
import { isDonation, isPaid, POLL_INTERVAL_MS, POLL_TIMEOUT_MS, SHAKE_MS, WALLET_METHOD_TYPES, type CurrencyChoice } from './model';
import { checkoutError } from './toast';
import type { CheckoutSession, CustomerProfile, FastPayInfo, RetrieveAnswer } from './types';
import { checkoutKeys } from './use-checkout-session';

/** Form state of the checkout (spec §4). */
export type FlowState = {
  submitting: boolean;
  paying: boolean;
  paid: boolean;
  customerLimited: boolean;
  fastCheckoutInfo: FastPayInfo | null;
  creditInsufficientInfo: boolean;
  walletOpen: boolean;
  timedOut: boolean;
  /** The session as completed, kept here so the page goes on showing this flow's success screen. */
  completedSession: CheckoutSession | null;
};

const IDLE: FlowState = {
  submitting: false,
  paying: false,
  paid: false,
  customerLimited: false,
  fastCheckoutInfo: null,
  creditInsufficientInfo: false,
  walletOpen: false,
  timedOut: false,
  completedSession: null,
};

type Options = {
  session: CheckoutSession;
  choice: CurrencyChoice | undefined;
  values: FormValues;
  setValues(values: FormValues): void;
  setErrors(errors: CustomerFormErrors): void;
  user: SessionUser | null;
  openSignIn(): Promise<SessionUser | null>;
  /** Extra reasons the order cannot be paid now (a bad amount, a quantity error). */
  blocked: boolean;
  /** Donors on the tip page give no contact details. */
  anonymous?: boolean;
};

/** The values the server will check: hidden name and email come from the signed-in user. */
export function effectiveValues(values: FormValues, user: Pick<SessionUser, 'fullName' | 'email'> | null): FormValues {
  return {
    ...values,
    customer_name: values.customer_name || user?.fullName || '',
    customer_email: values.customer_email || user?.email || '',
  };
}

/** Client-side check of the form, as the server will do it. */
export function checkForm(session: CheckoutSession, values: FormValues, user: SessionUser | null, methodType: string | undefined): CustomerFormErrors {
  const errors = validateCustomerForm(effectiveValues(values, user), {
    billingAddressCollection: session.billing_address_collection,
    paymentMethodType: methodType,
    phoneCollection: session.phone_number_collection?.enabled,
    fieldValidation: session.metadata?.page_info?.field_validation,
    locale: currentLocale(),
  });
  // A donor may stay anonymous.
  if (isDonation(session) && !user) {
    if (errors.customer_name === 'payment.checkout.required') delete errors.customer_name;
    if (errors.customer_email === 'payment.checkout.required') delete errors.customer_email;
  }
  return errors;
}

/** Fills empty fields from the customer profile. */
export function prefill(values: FormValues, profile: Partial<CustomerProfile> | null, user: SessionUser | null): FormValues {
  const address = profile?.address ?? {};
  return {
    customer_name: values.customer_name || profile?.name || user?.fullName || '',
    customer_email: values.customer_email || profile?.email || user?.email || '',
    customer_phone: values.customer_phone || profile?.phone || '',
    billing_address: {
      country: values.billing_address.country !== 'us' ? values.billing_address.country : address.country || 'us',
      state: values.billing_address.state || address.state || '',
      city: values.billing_address.city || address.city || '',
      line1: values.billing_address.line1 || address.line1 || '',
      line2: values.billing_address.line2 || address.line2 || '',
      postal_code: values.billing_address.postal_code || address.postal_code || '',
    },
  };
}

function fieldErrorsOf(error: unknown): { fields: CustomerFormErrors; rest: number } | null {
  if (!(error instanceof ApiError) || !error.details) return null;
  const fields: CustomerFormErrors = {};
  let rest = 0;
  for (const detail of error.details) {
    const path = (Array.isArray(detail.path) ? detail.path.join('.') : detail.path) as CheckoutFormField;
    if (CHECKOUT_FORM_FIELDS.includes(path)) fields[path] = detail.message;
    else rest += 1;
  }
  return Object.keys(fields).length ? { fields, rest } : null;
}

export function usePayFlow({ session, choice, values, setValues, setErrors, user, openSignIn, blocked, anonymous }: Options) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [state, setState] = useState<FlowState>(() => ({ ...IDLE, paid: isPaid(session) }));
  const [shake, setShake] = useState(false);
  const patch = useCallback((next: Partial<FlowState>) => setState((s) => ({ ...s, ...next })), []);
  const donation = isDonation(session);
  const busy = state.submitting || state.paying || state.paid;
  const latest = useRef({ values, user });
  latest.current = { values, user };

  const putSession = useCallback(
    (next: CheckoutSession) => client.setQueryData<RetrieveAnswer>(checkoutKeys.session(session.id), (old) => (old ? { ...old, checkoutSession: next } : old)),
    [client, session.id],
  );

  const shakeCrossSell = useCallback(() => {
    setShake(true);
    setTimeout(() => setShake(false), SHAKE_MS);
  }, []);

  const handleError = useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'CUSTOMER_LIMITED') {
        patch({ customerLimited: true });
        return;
      }
      if (code === 'REQUIRE_CROSS_SELL') shakeCrossSell();
      if (code === 'SESSION_EXPIRED' || code === 'SESSION_COMPLETED') void client.invalidateQueries({ queryKey: checkoutKeys.session(session.id) });
      const fields = fieldErrorsOf(error);
      if (fields) {
        setErrors(fields.fields);
        if (fields.rest === 0) return;
      }
      checkoutError(error);
    },
    [client, patch, session.id, setErrors, shakeCrossSell],
  );

  const pay = useCallback(async () => {
    if (busy || blocked || !choice) return;
    let payer = latest.current.user;
    let form = latest.current.values;
    if (!payer && !donation) {
      payer = await openSignIn();
      if (!payer) return;
      const profile = await checkoutApi.customer(session.livemode).catch(() => null);
      form = prefill(form, profile, payer);
      setValues(form);
    }
    const errors = anonymous ? {} : checkForm(session, form, payer, choice.method.type);
    setErrors(errors);
    if (Object.keys(errors).length) return;
    patch({ submitting: true });
    try {
      const filled = effectiveValues(form, payer);
      const answer = await checkoutApi.submit(
        session.id,
        {
          customer_name: filled.customer_name || undefined,
          customer_email: filled.customer_email || undefined,
          customer_phone: normalizePhone(filled.customer_phone) || undefined,
          billing_address: filled.billing_address,
          payment_currency: choice.currency.id,
          payment_method: choice.method.id,
        },
        donation,
      );
      if (isPaid(answer.checkoutSession)) {
        patch({ submitting: false, paid: true, completedSession: answer.checkoutSession });
        return;
      }
      putSession(answer.checkoutSession);
      if (!WALLET_METHOD_TYPES.includes(choice.method.type)) {
        patch({ submitting: false });
        checkoutError(t('payment.checkout.currencyUnsupported'));
        return;
      }
      if (choice.currency.type === 'credit') {
        patch({ submitting: false, ...(answer.creditSufficient && answer.fastPayInfo ? { fastCheckoutInfo: answer.fastPayInfo } : { creditInsufficientInfo: true }) });
        return;
      }
      const sufficient = answer.balance?.sufficient || answer.delegation?.sufficient;
      if (sufficient && answer.fastPayInfo && !donation) patch({ submitting: false, fastCheckoutInfo: answer.fastPayInfo });
      else patch({ submitting: false, walletOpen: true });
    } catch (error) {
      patch({ submitting: false });
      handleError(error);
    }
  }, [anonymous, blocked, busy, choice, donation, handleError, openSignIn, patch, putSession, session, setErrors, setValues, t]);

  const confirmFastPay = useCallback(async () => {
    const credit = state.fastCheckoutInfo?.type === 'credit';
    patch({ submitting: true });
    try {
      const answer = await checkoutApi.fastPay(session.id);
      patch({ submitting: false, fastCheckoutInfo: null, ...(answer.fastPaid ? { paying: true } : credit ? {} : { walletOpen: true }) });
      if (!answer.fastPaid) checkoutError(t('payment.checkout.fastPay.failed'));
    } catch (error) {
      if (credit) {
        // Credit has no wallet to fall back to: the credit ran short meanwhile, or another error.
        const short = error instanceof ApiError && error.code === 'CREDIT_INSUFFICIENT';
        patch({ submitting: false, fastCheckoutInfo: null, creditInsufficientInfo: short });
        if (!short) handleError(error);
        return;
      }
      // The allowance or the account changed: pay in the wallet instead (spec §8).
      patch({ submitting: false, fastCheckoutInfo: null, walletOpen: true });
      checkoutError(t('payment.checkout.fastPay.failed'));
    }
  }, [handleError, patch, session.id, state.fastCheckoutInfo, t]);

  // Paid or not yet confirmed, the session is read back: the success screen needs the completed
  // session (its invoice and subscription), not the one the page opened with.
  const walletDone = useCallback(() => patch({ walletOpen: false, paying: true }), [patch]);

  // While a payment is being confirmed: the relay's completion event, or the session read every 2 s for up to 3 minutes.
  useEffect(() => {
    if (!state.paying || state.paid) return;
    let stopped = false;
    const finish = (answer: RetrieveAnswer) => {
      if (stopped) return;
      patch({ paying: false, paid: true, completedSession: answer.checkoutSession });
    };
    const check = async () => {
      const answer = await checkoutApi.retrieve(session.id).catch(() => null);
      if (!answer || stopped) return;
      if (isPaid(answer.checkoutSession)) finish(answer);
      else if (answer.paymentIntent?.status === 'requires_action' && answer.paymentIntent.last_payment_error?.message) {
        checkoutError(answer.paymentIntent.last_payment_error.message);
      }
    };
    let relay: ReturnType<typeof connectRelay> | null = null;
    try {
      relay = connectRelay();
      relay.subscribe(`checkout:${session.id}`).catch(() => undefined);
      relay.on<{ response?: { id?: string } }>(RELAY_EVENTS.checkoutSessionCompleted, (payload) => {
        if (!payload?.response?.id || payload.response.id === session.id) void check();
      });
      // The session's invoice paid (spec §4: either event completes or refreshes).
      relay.on<{ response?: { checkout_session_id?: string } }>(RELAY_EVENTS.invoicePaid, (payload) => {
        if (payload?.response?.checkout_session_id === session.id) void check();
      });
    } catch {
      relay = null;
    }
    void check();
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > POLL_TIMEOUT_MS) {
        clearInterval(timer);
        patch({ paying: false, timedOut: true });
        return;
      }
      void check();
    }, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      relay?.close();
    };
  }, [patch, session.id, state.paid, state.paying]);

  return {
    state,
    busy,
    shake,
    pay,
    confirmFastPay,
    walletDone,
    closeFastPay: () => patch({ fastCheckoutInfo: null }),
    closeWallet: () => patch({ walletOpen: false }),
    closeCustomerLimited: () => patch({ customerLimited: false }),
    closeCreditInsufficient: () => patch({ creditInsufficientInfo: false }),
    shouldShowNameAndEmail: (methodType: string | undefined) =>
      !anonymous &&
      (!donation || !!user) &&
      shouldShowNameAndEmail({
        paymentMethodType: methodType,
        phoneCollection: session.phone_number_collection?.enabled,
        billingAddressCollection: session.billing_address_collection,
        user,
      }),
  };
}
