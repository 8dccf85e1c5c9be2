/** One reference solution of an official solution topic. */
export interface CodeTab {
  title: string;
  fence: string;
  block: string;
}

const SECTION = /^### (.+)\n+(```(\w*)\n[\s\S]*?\n```)[ \t]*$/gm;

/**
 * An official solution with a reference per language ("### C++" then a fenced block, as the classic
 * bank writes them) is shown one language at a time: the prose, then language tabs.
 */
export function splitByLanguage(content: string): { prose: string; tabs: CodeTab[] } {
  const tabs: CodeTab[] = [];
  const prose = content.replace(SECTION, (_m, title: string, block: string, fence: string) => {
    tabs.push({ title: title.trim(), fence, block });
    return '';
  });
  return tabs.length >= 2 ? { prose: prose.replace(/\n{3,}/g, '\n\n').trim(), tabs } : { prose: content, tabs: [] };
}
