/**
 * Which characters a typed text may hold. A text a person types is shown to other people (a game's
 * title and description, a venue's address, a team's name), so it may not carry what nobody sees or
 * what changes how the text around it is shown: controls (Cc: NUL, escape, …), format characters (Cf:
 * zero-width spaces and joiners, bidi overrides and isolates, the BOM, the soft hyphen…), lone
 * surrogates (Cs), private use (Co), unassigned code points (Cn), line/paragraph separators and blank
 * look-alike letters. A multi-line text (a description) may hold line breaks and tabs; the joiner
 * inside an emoji sequence (👨‍👩‍👧) is part of the picture and is kept.
 * The contract's zod schemas and the forms of the screens use these same functions.
 */

const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u2800\u3164\uFFA0]/u;
/** a zero-width joiner between two pictographs (an emoji skin tone or variation selector may follow the first) */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/gu;

export interface CharacterRule {
  /** line breaks and tabs allowed (a description), else one line */
  readonly multiline?: boolean;
}

/**
 * The first character of `value` a typed text may not hold, else undefined. Names take no exception;
 * `emoji` keeps the joiners of emoji sequences, `multiline` line breaks and tabs.
 */
export function invisibleCharacter(
  value: string,
  rule: CharacterRule & { readonly emoji?: boolean } = {},
): string | undefined {
  let text = rule.emoji ? value.replace(EMOJI_JOINER, '') : value;
  if (rule.multiline) text = text.replace(/[\n\t]/g, ' ');
  return FORBIDDEN.exec(text)?.[0];
}

/** true when `value` holds a character a name may not hold (see invisibleCharacter). */
export const hasInvisibleCharacters = (value: string): boolean => invisibleCharacter(value) !== undefined;

/** `U+200B` */
export const codePointText = (character: string): string =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

export const CHARACTER_TEXTS = {
  /** a name's refusal (the field is the form's only one of its kind) */
  invisible: 'Уберите невидимые и управляющие символы.',
  /** a refusal that names the field and the character, which the person cannot see */
  invisibleIn: (label: string, character: string) =>
    `${label}: уберите невидимые и управляющие символы (найден ${codePointText(character)}).`,
} as const;

/**
 * A typed text as stored: NFC, line breaks made `\n` in a multi-line text (a browser on Windows may
 * send `\r\n`), the ends trimmed. A single-line text keeps its `\r`, which the character rule refuses.
 */
export function typedText(value: string, rule: CharacterRule = {}): string {
  const text = value.normalize('NFC');
  return (rule.multiline ? text.replace(/\r\n?/g, '\n') : text).trim();
}
