import { colors, fontSize, maxContentWidth, space } from '@quiz/ui';
import { BRAND } from './Navbar';

/** SPEC §2: a copyright line and a contact phone (filled from /api/common by the auth helper). */
export function Footer({ phone, phoneHref }: { phone?: string; phoneHref?: string }) {
  const year = new Date().getFullYear();
  return (
    <footer css={{ background: colors.primary, color: colors.onPrimary, marginTop: 'auto' }}>
      <div
        css={{
          maxWidth: maxContentWidth,
          margin: '0 auto',
          padding: `${space(6)} ${space(4)}`,
          display: 'flex',
          flexWrap: 'wrap',
          gap: space(4),
          justifyContent: 'space-between',
          fontSize: fontSize.sm,
        }}
      >
        <p css={{ margin: 0 }}>
          © {year} {BRAND}. Тематические командные игры.
        </p>
        <p css={{ margin: 0 }}>
          Телефон:{' '}
          {phone ? (
            <a href={phoneHref ?? `tel:${phone.replace(/[^\d+]/g, '')}`} css={{ color: 'inherit' }}>
              {phone}
            </a>
          ) : (
            <span>уточняется</span>
          )}
        </p>
      </div>
    </footer>
  );
}
