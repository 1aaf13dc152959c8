import { shellColors } from './shell-colors';
import type { ThemeName } from './theme-names';

/** A thumbnail of a look: menu column with its selected entry, header, and page. */
export function ThemeSwatch({ name, color }: { name: ThemeName; color: string }) {
  const c = shellColors(name, color);
  return (
    <span className="beree-theme-swatch" aria-hidden>
      <span style={{ background: c.siderBg, backgroundImage: c.siderImage === 'none' ? undefined : c.siderImage, paddingTop: 22 }}>
        <span style={{ display: 'block', height: 6, background: c.siderActiveBg }} />
      </span>
      <span style={{ background: c.headerBg }} />
      <span style={{ background: c.bodyBg }} />
    </span>
  );
}
