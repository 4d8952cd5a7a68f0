/**
 * The personal cabinet's rules and texts (SPEC §2 "Personal cabinet", §5 "Photo upload", §8): the
 * avatar limits the server enforces and the client checks first, and the phone-change texts.
 */

/** Largest avatar upload (bytes): 5 MB, checked by the server (and by the browser before sending). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the square avatar thumbnail the server stores (px). */
export const AVATAR_THUMB_SIZE = 160;
/**
 * Largest picture the server decodes, in pixels (a 6000×4000 camera photo fits): the header is checked
 * before decoding, so a small file claiming a huge picture (a decompression bomb) costs nothing.
 */
export const AVATAR_MAX_PIXELS = 25_000_000;
/** SPEC §5: only png, jpeg or jpg; the server checks the content, not the name. */
export const AVATAR_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;
export const AVATAR_ACCEPT = 'image/png,image/jpeg,.png,.jpeg,.jpg';

export const PROFILE_TEXTS = {
  /** SPEC §8 phone change success */
  phoneChanged: 'Номер успешно изменен :)',
  /** SPEC §8 profile update error fallback (also the server's detail for a wrong code) */
  wrongCode: 'Неверный код!',
  avatarType: 'Можно загрузить только фото в формате png, jpeg или jpg.',
  avatarTooLarge: 'Фото должно быть не больше 5 МБ.',
  avatarBroken: 'Не удалось прочитать фото. Попробуйте другое.',
  avatarTooManyPixels: `Фото слишком большое: не больше ${AVATAR_MAX_PIXELS / 1_000_000} мегапикселей.`,
  /** the decoding queue is full (429 with `retry_after`: the seconds the queue needs, as said here) */
  avatarBusy: (seconds: number) => `Сейчас обрабатывается много фото. Попробуйте через ${seconds} с.`,
  phoneTaken: 'Этот номер уже привязан к другому аккаунту.',
  noPhoneChange: 'Нет запроса на смену номера. Укажите новый номер и сохраните.',
  notMultipart: 'Данные профиля отправляются как multipart/form-data.',
  codeSentTo: (phone: string) => `Код отправлен на ${phone}`,
} as const;

/** The file's extension is one SPEC §5 allows (the browser's first check; the server reads the bytes). */
export function hasAvatarExtension(fileName: string): boolean {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  return (AVATAR_EXTENSIONS as readonly string[]).includes(ext);
}

/** png or jpeg by the file's first bytes (magic numbers); null for anything else. */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
