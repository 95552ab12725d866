// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import type { AttachmentCreatedEvent, AttachmentDeletedEvent } from './webhooks.js';

export type WebhookEvent = AttachmentCreatedEvent | AttachmentDeletedEvent;
