import './remote.css';
import { NotFoundPage, RemoteScope, lazyExport } from '@biz/ui-kit';
import { Route, Routes } from 'react-router';

// One chunk per page: the sprint landing carries neither the form nor the checkout (nor zod).
const SprintLandingPage = lazyExport(() => import('./pages/sprint-landing-page'), 'SprintLandingPage');
const LeadFormPage = lazyExport(() => import('./pages/lead-form-page'), 'LeadFormPage');
const CheckoutPage = lazyExport(() => import('./pages/checkout-page'), 'CheckoutPage');
const PaymentSuccessPage = lazyExport(() => import('./pages/payment-success-page'), 'PaymentSuccessPage');

/** The exposed `./routes`: SPEC §2's /lockin pages, relative to where the shell mounts them (lockin/*). */
export function RemoteRoutes() {
  return (
    <RemoteScope name="lockin">
      <Routes>
        <Route index element={<SprintLandingPage />} />
        <Route path="form" element={<LeadFormPage />} />
        <Route path="checkout/starter" element={<CheckoutPage pkg="starter" />} />
        <Route path="checkout/growth" element={<CheckoutPage pkg="growth" />} />
        <Route path="success" element={<PaymentSuccessPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteScope>
  );
}
