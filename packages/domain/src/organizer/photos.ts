/** The photo report and theme pictures: sizes, counts and the refusals of an upload. */

/** Largest photo or theme picture accepted (bytes): 20 MB, a phone's full-size HEIC/JPEG fits. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
/** Photos one upload request may carry (the screen sends a phone's selection in such batches). */
export const PHOTOS_PER_UPLOAD = 10;
/** Photos one game's report may hold. */
export const PHOTOS_PER_EVENT = 500;
/** Longest side of the stored full-screen photo and of the thumbnail (px). */
export const PHOTO_FULL_SIDE = 1920;
export const PHOTO_THUMB_SIDE = 400;
/** Largest picture (in megapixels) decoded; larger ones are refused before decoding. */
export const PHOTO_MAX_MEGAPIXELS = 60;
/** What the file input offers; the server reads the type from the bytes (HEIC when it can decode it). */
export const PHOTO_ACCEPT =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic';

export const PHOTO_TEXTS = {
  notImage: 'Это не фотография: можно загрузить JPEG, PNG или WebP.',
  tooLarge: `Фото должно быть не больше ${PHOTO_MAX_BYTES / 1024 / 1024} МБ.`,
  tooManyPixels: `Фото слишком большое: не больше ${PHOTO_MAX_MEGAPIXELS} мегапикселей.`,
  broken: 'Не удалось прочитать фото. Попробуйте другое.',
  none: 'Выберите хотя бы одно фото.',
  tooMany: `За один раз — не больше ${PHOTOS_PER_UPLOAD} фото.`,
  /** a request whose declared size is over PHOTOS_PER_UPLOAD files of PHOTO_MAX_BYTES (413, nothing read) */
  requestTooLarge: `Слишком большой запрос: за один раз — не больше ${PHOTOS_PER_UPLOAD} фото по ${PHOTO_MAX_BYTES / 1024 / 1024} МБ.`,
  /** an upload without Content-Length (411): a browser's form always sends it */
  lengthRequired: 'Не указан размер запроса (заголовок Content-Length): отправьте файлы из формы сайта.',
  onePicture: 'Картинка темы — один файл.',
  unknownField: 'Неизвестное поле формы.',
  eventFull: `В фотоотчёте игры — не больше ${PHOTOS_PER_EVENT} фото.`,
  orderMismatch: 'Порядок должен перечислять все фото фотоотчёта ровно по одному разу.',
  photoNotFound: 'Такого фото нет в фотоотчёте этой игры.',
  albumTitle: (title: string) => `Фотоотчёт: ${title}`,
} as const;
