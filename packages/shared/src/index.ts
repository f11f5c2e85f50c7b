export * from './constants.ts';
export * from './format.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './schemas/common.ts';
export * from './schemas/account.ts';
export * from './schemas/contact.ts';
