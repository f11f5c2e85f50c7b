/** What other modules, the plugins and the app use of payment-methods; the rest of the folder is its own. */
export { createPaymentMethod } from './create-payment-method.ts';
export { deletePaymentMethod } from './delete-payment-method.ts';
export { findPaymentMethod } from './find-payment-method.ts';
export { paymentMethodRoutes } from './routes.ts';
export { type PaymentMethodRow } from './to-payment-method-dto.ts';
export { updatePaymentMethod } from './update-payment-method.ts';
