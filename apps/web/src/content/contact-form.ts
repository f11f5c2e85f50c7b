/** Labels and fallback errors of the contact form (validation messages come from shared). */
export const contactForm = {
  fullNameLabel: 'Full name',
  fullNamePlaceholder: 'e.g Jane Doe',
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  messageLabel: 'Message',
  messagePlaceholder: 'How can we help?',
  submit: 'Send message',
  sending: 'Sending...',
  networkError: 'Your message could not be sent. Please check your connection and try again.',
  genericError: 'Your message could not be sent. Please try again.',
  privacyNote: 'We use your details only to answer your message.',
} as const;
