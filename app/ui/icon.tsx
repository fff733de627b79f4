// Menu icons by class name ('i-lucide-rocket'); unknown names get the generic default (SPEC §3).
import {
  Activity, BookOpen, Boxes, Brain, Calendar, CalendarDays, CalendarRange, Circle, Compass, Cpu, FolderTree,
  LayoutGrid, Newspaper, Plug, Radar, Rocket, ScanSearch, Send, Server, Smartphone, Sparkles, TabletSmartphone,
  Target, Trophy, Wrench, type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  activity: Activity, 'book-open': BookOpen, boxes: Boxes, brain: Brain, calendar: Calendar,
  'calendar-days': CalendarDays, 'calendar-range': CalendarRange, compass: Compass, cpu: Cpu,
  'folder-tree': FolderTree, 'layout-grid': LayoutGrid, newspaper: Newspaper, plug: Plug, radar: Radar,
  rocket: Rocket, 'scan-search': ScanSearch, send: Send, server: Server, smartphone: Smartphone,
  sparkles: Sparkles, 'tablet-smartphone': TabletSmartphone, target: Target, trophy: Trophy,
  wrench: Wrench,
};

export function MenuIcon({ name, className }: { name?: string | null; className?: string }) {
  const key = (name ?? '').replace(/^i-lucide-/, '');
  const Icon = ICONS[key] ?? Circle;
  return <Icon aria-hidden="true" className={className ?? 'size-4'} />;
}
