/** Copies a link: «Ссылка скопирована в буфер.» on success, «упс...» without a clipboard (SPEC §2); @quiz/ui's, shared with the organizer console. */
export { copyLink } from '@quiz/ui';
