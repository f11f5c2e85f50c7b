/** The shared auth schemas, loaded on demand by the sign-in and sign-up forms (decision 006). */
export {
  ZCodeForm,
  ZEmailOnlyForm,
  ZForgotPasswordForm,
  ZLoginInput,
  ZRegisterInput,
  ZRegistrationCompleteInput,
  ZResetPasswordForm,
} from '@copyvest/shared';
