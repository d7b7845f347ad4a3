// Types for subset-font 2 (it ships none): https://github.com/papandreou/subset-font#api
declare module 'subset-font' {
  type AxisRange = number | { min: number; max: number; default?: number };
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    preserveNameIds?: number[];
    keepFeatures?: string[];
    variationAxes?: Record<string, AxisRange>;
    keepAllGlyphs?: boolean;
    noLayoutClosure?: boolean;
    glyphNames?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  }
  export default function subsetFont(font: Buffer, text: string | null | undefined, options?: SubsetOptions): Promise<Buffer>;
}
