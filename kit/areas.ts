import type { ListDeclaration } from '../dataProvider/types';

/** A console area that holds catalogue lists: 'vod', 'live', 'assets' or 'syndication'. */
export type ConsoleArea = ListDeclaration['area'];
