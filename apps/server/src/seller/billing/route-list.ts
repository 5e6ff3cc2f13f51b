/**
 * The billing routes: not gated, so a company whose trial or subscription lapsed can still pay,
 * see its subscription and reach the portal (its data is kept meanwhile).
 */
export const BILLING_ROUTES = [
  '/api/Checkout/GetCheckoutSessionUrl',
  '/api/Customer/GetSubscriptions',
  '/api/Customer/GetCurrentSubscription',
  '/api/Customer/GetPaymentMethods',
  '/api/Customer/GetNextInvoice',
  '/api/Billing/Invoices',
  '/api/Billing/Invoices/:invoiceId/pdf',
  '/api/Customer/CancelSubscription',
  '/api/Customer/CancelTrial',
  '/api/Customer/UpgradeTrial',
  '/api/Customer/ResumeSubscription',
  '/api/AccountManagement/customer-portal',
  '/api/AccountManagement/upgrade-trial-now',
  '/api/AccountManagement/get-next-invoice',
  '/Payments',
  '/api/Stripe/GetCustomerId',
  '/api/Stripe/GetCustomerPortal',
  '/api/Stripe/GetPaymentMethods',
  '/api/Stripe/GetSubscription',
] as const;
