// Components available in every .mdx file without an import (see WRITING.md).
import Tabs from './mdx/Tabs.astro';
import TabItem from './mdx/TabItem.astro';
import DocCardList from './mdx/DocCardList.astro';
import IdealImage from './mdx/IdealImage.astro';
import TOCInline from './mdx/TOCInline.astro';

export const mdxComponents = { Tabs, TabItem, DocCardList, IdealImage, TOCInline };
