import type { ComponentType } from 'react';
import {
  IconAddressBook,
  IconApps,
  IconBook2,
  IconCalendarTime,
  IconChartBar,
  IconFileText,
  IconHeadset,
  IconHeartbeat,
  IconMasksTheater,
  IconRobot,
  IconSparkles,
  IconSpeakerphone,
  IconWaveSine,
} from '@tabler/icons-react';
import type { AppIcon as AppIconKey } from '@switchboard/contracts';

type Icon = ComponentType<{ size?: number; stroke?: number; color?: string; 'aria-hidden'?: boolean }>;

/** Inline SVG glyph of each application icon key. */
const GLYPHS: Record<AppIconKey, Icon> = {
  assist: IconHeadset,
  knowledge: IconBook2,
  summary: IconFileText,
  announcement: IconSpeakerphone,
  insights: IconChartBar,
  roleplay: IconMasksTheater,
  harmony: IconHeartbeat,
  clarity: IconWaveSine,
  crm: IconAddressBook,
  genie: IconSparkles,
  workforce: IconCalendarTime,
  bot: IconRobot,
  apps: IconApps,
};

/** An application's tile: its glyph in white on its accent colour. Decorative: the name is always written next to it. */
export function AppIcon({ icon, accent, size = 40 }: { icon: AppIconKey; accent: string; size?: number }) {
  const Glyph = GLYPHS[icon] ?? IconApps;
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: Math.round(size * 0.28),
        background: `linear-gradient(135deg, ${accent}, color-mix(in srgb, ${accent} 70%, #000))`,
        boxShadow: `0 1px 2px color-mix(in srgb, ${accent} 40%, transparent)`,
      }}
    >
      <Glyph size={Math.round(size * 0.56)} stroke={1.8} color="#fff" aria-hidden />
    </span>
  );
}
