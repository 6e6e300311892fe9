/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean | { keys?: string[]; group?: string };
  }
}

declare global {
  namespace App {
    interface Locals {
      /** Cards of `<DocCardList />`: the items of the current doc's category, set by the docs route. */
      docCategoryItems?: import('./lib/docs/types').SidebarItem[];
    }
  }
}

export {};
