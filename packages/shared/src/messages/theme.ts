export const theme = {
  toDark: 'Switch to dark theme',
  toLight: 'Switch to light theme',
} as const;
