import { createCanvas, loadImage } from "@napi-rs/canvas";

/** Distinct colours (4 bits a channel), the share of pixels darker than light greys, and how many pixels are coloured (not grey). */
export async function inkOf(png: Buffer): Promise<{ colours: number; inked: number; coloured: number }> {
  const image = await loadImage(png);
  const context = createCanvas(image.width, image.height).getContext("2d");
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  const colours = new Set<number>();
  let inked = 0;
  let coloured = 0;
  for (let index = 0; index < data.length; index += 4) {
    const [r, g, b] = [data[index]!, data[index + 1]!, data[index + 2]!];
    colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
    if (r + g + b < 600) inked++;
    if (Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured++;
  }
  return { colours: colours.size, inked: inked / (data.length / 4), coloured };
}
