/** `@quiz/ui/phone-input`: the phone field (pulls libphonenumber through @quiz/domain/phone). */
export * from './components/PhoneInput';
