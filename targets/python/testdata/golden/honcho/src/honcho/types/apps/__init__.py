# File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

from __future__ import annotations

from .page_user import PageUser as PageUser
from .user import User as User
from .user_create_params import UserCreateParams as UserCreateParams
from .user_get_by_name_params import UserGetByNameParams as UserGetByNameParams
from .user_get_or_create_params import UserGetOrCreateParams as UserGetOrCreateParams
from .user_get_params import UserGetParams as UserGetParams
from .user_list_params import UserListParams as UserListParams
from .user_update_params import UserUpdateParams as UserUpdateParams
