import './remote.css';
import { NotFoundPage, RemoteScope } from '@biz/ui-kit';
import { Route, Routes } from 'react-router-dom';
import { CheckoutPage } from './pages/checkout-page';
import { LeadFormPage } from './pages/lead-form-page';
import { PaymentSuccessPage } from './pages/payment-success-page';
import { SprintLandingPage } from './pages/sprint-landing-page';

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
