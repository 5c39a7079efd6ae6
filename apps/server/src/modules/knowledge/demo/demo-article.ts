/** One article of the demo knowledge base, written into each of its groups. */
export interface DemoArticle {
  /** Demo group keys. */
  tenants: string[];
  title: string;
  tags: string[];
  daysAgo: number;
  html: string;
  /** Roles that read it; everyone when absent. */
  roles?: ('hero' | 'mentor' | 'guardian' | 'commander' | 'architect')[];
}
