import { colors, fontSize, maxContentWidth, mq, radius, space } from './tokens';

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('tokens', () => {
  it("use SPEC's theme colour and DESIGN's accent", () => {
    expect(colors.primary).toBe('#2C2D73');
    expect(colors.accent).toBe('#FFB930');
  });
  it.each([
    ['text on surface', colors.text, colors.surface],
    ['text on bg', colors.text, colors.bg],
    ['muted on surface', colors.muted, colors.surface],
    ['muted on bg', colors.muted, colors.bg],
    ['white on primary', colors.onPrimary, colors.primary],
    ['primary on surface', colors.primary, colors.surface],
    ['onAccent on accent', colors.onAccent, colors.accent],
    ['white on success', '#FFFFFF', colors.success],
    ['white on danger', '#FFFFFF', colors.danger],
    ['danger on dangerSoft', colors.danger, colors.dangerSoft],
    ['warning on warningSoft', colors.warning, colors.warningSoft],
    ['success on successSoft', colors.success, colors.successSoft],
    ['text on gold', colors.text, colors.gold],
  ])('%s meets WCAG AA (4.5:1)', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
  it('space is a 4 px grid', () => {
    expect(space(1)).toBe('4px');
    expect(space(4)).toBe('16px');
    expect(space(0)).toBe('0px');
  });
  it('fixes radius, type scale, breakpoint and width', () => {
    expect(radius).toMatchObject({ card: 12, control: 8 });
    expect(Object.values(fontSize)).toEqual([12, 14, 16, 20, 24, 32]);
    expect(mq.mobile).toBe('@media (max-width: 575.98px)');
    expect(maxContentWidth).toBe(1200);
  });
});
