/** H5 pages scroll inside Taro's page container, which Taro.pageScrollTo does not move: scroll the element itself. */
export function scrollToTiers(): void {
  document.getElementById('vip-tiers')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
