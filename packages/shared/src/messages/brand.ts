/** Web app: navigation and shared interface pieces (the brand name comes from configuration). */
export const brand = {
  homeLink: (name: string) => `${name} home`,
} as const;
