# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .category import Category as Category
from .collection import Collection as Collection
from .provider import Provider as Provider
from .provider_list_response import ProviderListResponse as ProviderListResponse
from .thing import Thing as Thing
from .thing_attach_params import ThingAttachParams as ThingAttachParams
from .thing_kind import ThingKind as ThingKind
from .thing_upload_params import ThingUploadParams as ThingUploadParams
