/** `@quiz/domain/phone`: every phone rule, including the libphonenumber-based ones. */
export * from './phone';
export * from './phone-format';
