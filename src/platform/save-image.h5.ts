/** A download link for the image (same-origin files download under `fileName`, others open in a tab). */
export async function saveImage(url: string, fileName: string): Promise<boolean> {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.target = '_blank';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  return true;
}
