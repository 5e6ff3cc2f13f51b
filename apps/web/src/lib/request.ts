// The request wrapper lives in contracts, shared with the browser extension (docs/extension.md).
export {
  type AuthPort,
  type Credentials,
  createRequester,
  PLAN_LINK,
  type Requester,
  type RequestOptions,
  type SignInPath,
  TEXTS,
  type Toaster,
  type ToastLink,
} from '@shelfscope/contracts';
