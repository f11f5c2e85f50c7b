/** The sign-in options of the login page (kept small: the login page's first JavaScript reads it). */
export const signIn = {
  forgotLink: 'Forgot password?',
  orContinueWith: 'Or',
  emailMeCode: 'E-mail me a sign-in code',
  emailMeLink: 'E-mail me a link',
  usePassword: 'Log in with a password',
  continueWith: (provider: string) => `Continue with ${provider}`,
  providers: {
    google: 'Google',
    github: 'GitHub',
    apple: 'Apple',
    facebook: 'Facebook',
    microsoft: 'Microsoft',
    mock: 'Mock',
  } as Record<string, string>,
  oauthFailed: 'Signing in with the provider did not work. Please try again.',
  mfaTitle: 'Two-factor authentication',
} as const;
