/** @jsxImportSource @emotion/react */
/** Small inline icons (decorative: aria-hidden; the control around them carries the label). */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size, children, ...props }: SVGProps<SVGSVGElement> & { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" focusable="false" {...props} aria-hidden="true">
      {children}
    </svg>
  );
}

/** A 24×24 line icon of one path `d`, stroked in the current text colour. */
function LineIcon({ d, size = 20, ...props }: IconProps & { d: string }) {
  return (
    <Svg size={size} {...props} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <path d={d} />
    </Svg>
  );
}

export const CloseIcon = (props: IconProps) => <LineIcon d="M6 6l12 12M18 6L6 18" {...props} />;
export const ChevronDownIcon = (props: IconProps) => <LineIcon d="M6 9l6 6 6-6" {...props} />;

export function StarIcon({ size = 20, filled = true, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Svg
      size={size}
      {...props}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.5}
    >
      <path
        strokeLinejoin="round"
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
      />
    </Svg>
  );
}
