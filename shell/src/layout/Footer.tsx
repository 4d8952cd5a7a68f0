import { useBehavior } from '@quiz/bus/react';
import { colors, fontSize, maxContentWidth, space } from '@quiz/ui';
import { common$ } from '../city/city-store';
import { BRAND } from './Navbar';

/** SPEC §2: a copyright line and the contact phone, both from /api/common. */
export function Footer() {
  const common = useBehavior(common$);
  const copyright =
    common?.copyright ?? `© ${new Date().getFullYear()} ${BRAND}. Тематические командные игры.`;
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
        <p css={{ margin: 0 }}>{copyright}</p>
        <p css={{ margin: 0 }}>
          Телефон:{' '}
          {common ? (
            <a href={`tel:${common.contact_phone}`} css={{ color: 'inherit' }}>
              {common.contact_phone_display}
            </a>
          ) : (
            <span>загружается…</span>
          )}
        </p>
      </div>
    </footer>
  );
}
