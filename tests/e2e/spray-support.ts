import type { Page } from '@playwright/test';

/**
 * Pixel statistics of the map canvas: luminance variance, strongly red/orange pixels (warm), pure
 * red ones (the circle), green ones (apiary markers).
 */
export async function canvasStats(page: Page) {
  return page.getByTestId('sites-map').evaluate((el) => {
    const source = el.querySelector('canvas')!;
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = Math.round((320 * source.height) / source.width);
    const ctx = c.getContext('2d')!;
    ctx.drawImage(source, 0, 0, c.width, c.height);
    const { data } = ctx.getImageData(0, 0, c.width, c.height);
    let sum = 0;
    let sq = 0;
    let warm = 0;
    let red = 0;
    let green = 0;
    const n = data.length / 4;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      const y = 0.299 * r + 0.587 * g + 0.114 * b;
      sum += y;
      sq += y * y;
      if (r > 150 && g < 120 && b < 90) warm += 1;
      if (r > 200 && g < 80 && b < 80) red += 1;
      if (g > 90 && g > r + 40 && g > b + 20) green += 1;
    }
    return { variance: sq / n - (sum / n) ** 2, warm, red, green };
  });
}
