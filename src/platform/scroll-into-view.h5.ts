/** H5 pages scroll inside Taro's page container, which Taro.pageScrollTo does not move: scroll the element itself. */
export function scrollIntoView(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
