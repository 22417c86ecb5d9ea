/** The table's features that are water a figure may wade or swim (L1179): a leaf, so any rule may ask. */
export const WATER_TYPES: readonly string[] = ['river', 'stream'];
