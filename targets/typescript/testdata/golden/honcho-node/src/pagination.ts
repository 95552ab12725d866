// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { Page as BasePage, type PageScheme } from './core/pagination.js';

export class Page<Item> extends BasePage<Item> {
  static override readonly scheme: PageScheme = {
    type: 'page_number',
    location: 'query',
    continueOnEmpty: false,
    request: { page: 'page', limit: 'size' },
    response: {
      currentPage: { path: ['page'] },
      totalPages: { path: ['pages'] },
    },
  };
}
