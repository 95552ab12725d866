// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import type { Honcho } from 'honcho-ai';
import type { Endpoint } from './server.js';

export type Tool = Endpoint<Honcho>;

export const tools: Tool[] = [
  {
    name: 'apps_get',
    method: 'apps.get',
    endpoint: 'GET /v1/apps',
    description:
      'Get App\n\nGet an App by ID.\n\nIf app_id is provided as a query parameter, it uses that (must match JWT app_id).\nOtherwise, it uses the app_id from the JWT token.',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'App ID to retrieve. If not provided, uses JWT token' },
      },
    },
    handler: (client, params) => client.apps.get(params as any),
  },
  {
    name: 'apps_list',
    method: 'apps.list',
    endpoint: 'POST /v1/apps/list',
    description: 'Get All Apps\n\nGet all Apps',
    inputSchema: {
      type: 'object',
      properties: {
        reverse: { type: 'boolean', description: 'Whether to reverse the order of results' },
        page: { type: 'integer', description: 'Page number' },
        size: { type: 'integer', description: 'Page size' },
        filter: { type: 'object' },
      },
    },
    handler: (client, params) => client.apps.list(params as any),
  },
  {
    name: 'apps_get_by_name',
    method: 'apps.getByName',
    endpoint: 'GET /v1/apps/name/{name}',
    description: 'Get App By Name\n\nGet an App by Name',
    inputSchema: {
      type: 'object',
      properties: { name: { type: 'string', description: 'Name of the app to retrieve' } },
      required: ['name'],
    },
    handler: (client, { name: arg0 }) => client.apps.getByName(arg0),
  },
  {
    name: 'apps_update',
    method: 'apps.update',
    endpoint: 'PUT /v1/apps/{app_id}',
    description: 'Update App\n\nUpdate an App',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app to update' },
        name: { type: 'string' },
        metadata: { type: 'object' },
      },
      required: ['app_id'],
    },
    handler: (client, { app_id: arg0, ...params }) => client.apps.update(arg0, params as any),
  },
  {
    name: 'apps_create',
    method: 'apps.create',
    endpoint: 'POST /v1/apps',
    description: 'Create App\n\nCreate a new App',
    inputSchema: {
      type: 'object',
      properties: { name: { type: 'string' }, metadata: { type: 'object' } },
      required: ['name'],
    },
    handler: (client, params) => client.apps.create(params as any),
  },
  {
    name: 'apps_get_or_create',
    method: 'apps.getOrCreate',
    endpoint: 'GET /v1/apps/get_or_create/{name}',
    description: 'Get Or Create App\n\nGet or Create an App',
    inputSchema: {
      type: 'object',
      properties: { name: { type: 'string', description: 'Name of the app to get or create' } },
      required: ['name'],
    },
    handler: (client, { name: arg0 }) => client.apps.getOrCreate(arg0),
  },
  {
    name: 'apps_users_create',
    method: 'apps.users.create',
    endpoint: 'POST /v1/apps/{app_id}/users',
    description: 'Create User\n\nCreate a new User',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        name: { type: 'string' },
        metadata: { type: 'object' },
      },
      required: ['app_id', 'name'],
    },
    handler: (client, { app_id: arg0, ...params }) => client.apps.users.create(arg0, params as any),
  },
  {
    name: 'apps_users_get',
    method: 'apps.users.get',
    endpoint: 'GET /v1/apps/{app_id}/users',
    description:
      'Get User\n\nGet a User by ID\n\nIf user_id is provided as a query parameter, it uses that (must match JWT app_id).\nOtherwise, it uses the user_id from the JWT token.',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'User ID to retrieve. If not provided, users JWT token' },
      },
      required: ['app_id'],
    },
    handler: (client, { app_id: arg0, ...params }) => client.apps.users.get(arg0, params as any),
  },
  {
    name: 'apps_users_get_by_name',
    method: 'apps.users.getByName',
    endpoint: 'GET /v1/apps/{app_id}/users/name/{name}',
    description: 'Get User By Name\n\nGet a User by name',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        name: { type: 'string', description: 'Name of the user to retrieve' },
      },
      required: ['app_id', 'name'],
    },
    handler: (client, { app_id: arg0, name: arg1 }) => client.apps.users.getByName(arg0, arg1),
  },
  {
    name: 'apps_users_get_or_create',
    method: 'apps.users.getOrCreate',
    endpoint: 'GET /v1/apps/{app_id}/users/get_or_create/{name}',
    description: 'Get Or Create User\n\nGet a User or create a new one by the input name',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        name: { type: 'string', description: 'Name of the user to get or create' },
      },
      required: ['app_id', 'name'],
    },
    handler: (client, { app_id: arg0, name: arg1 }) => client.apps.users.getOrCreate(arg0, arg1),
  },
  {
    name: 'apps_users_update',
    method: 'apps.users.update',
    endpoint: 'PUT /v1/apps/{app_id}/users/{user_id}',
    description: "Update User\n\nUpdate a User's name and/or metadata",
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user to update' },
        name: { type: 'string' },
        metadata: { type: 'object' },
      },
      required: ['app_id', 'user_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, ...params }) =>
      client.apps.users.update(arg0, arg1, params as any),
  },
  {
    name: 'apps_users_list',
    method: 'apps.users.list',
    endpoint: 'POST /v1/apps/{app_id}/users/list',
    description: 'Get Users\n\nGet All Users for an App',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        reverse: { type: 'boolean', description: 'Whether to reverse the order of results' },
        page: { type: 'integer', description: 'Page number' },
        size: { type: 'integer', description: 'Page size' },
        filter: { type: 'object' },
      },
      required: ['app_id'],
    },
    handler: (client, { app_id: arg0, ...params }) => client.apps.users.list(arg0, params as any),
  },
  {
    name: 'apps_users_metamessages_list',
    method: 'apps.users.metamessages.list',
    endpoint: 'POST /v1/apps/{app_id}/users/{user_id}/metamessages/list',
    description:
      'Get Metamessages\n\nGet metamessages with flexible filtering.\n\n- Filter by user only: No additional parameters needed\n- Filter by session: Provide session_id\n- Filter by message: Provide message_id (and session_id)\n- Filter by type: Provide label\n- Filter by metadata: Provide filter object',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        reverse: { type: 'boolean', description: 'Whether to reverse the order of results' },
        page: { type: 'integer', description: 'Page number' },
        size: { type: 'integer', description: 'Page size' },
        metamessage_type: { type: 'string' },
        session_id: { type: 'string' },
        message_id: { type: 'string' },
        filter: { type: 'object' },
      },
      required: ['app_id', 'user_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, ...params }) =>
      client.apps.users.metamessages.list(arg0, arg1, params as any),
  },
  {
    name: 'apps_users_metamessages_create',
    method: 'apps.users.metamessages.create',
    endpoint: 'POST /v1/apps/{app_id}/users/{user_id}/metamessages',
    description:
      'Create Metamessage\n\nCreate a new metamessage associated with a user.\nOptionally link to a session and message by providing those IDs in the request body.',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        metamessage_type: { type: 'string' },
        content: { type: 'string' },
        session_id: { type: 'string' },
        message_id: { type: 'string' },
        metadata: { type: 'object' },
      },
      required: ['app_id', 'user_id', 'metamessage_type', 'content'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, ...params }) =>
      client.apps.users.metamessages.create(arg0, arg1, params as any),
  },
  {
    name: 'apps_users_metamessages_get',
    method: 'apps.users.metamessages.get',
    endpoint: 'GET /v1/apps/{app_id}/users/{user_id}/metamessages/{metamessage_id}',
    description: 'Get Metamessage\n\nGet a specific Metamessage by ID',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        metamessage_id: { type: 'string', description: 'ID of the metamessage to retrieve' },
      },
      required: ['app_id', 'user_id', 'metamessage_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, metamessage_id: arg2 }) =>
      client.apps.users.metamessages.get(arg0, arg1, arg2),
  },
  {
    name: 'apps_users_metamessages_update',
    method: 'apps.users.metamessages.update',
    endpoint: 'PUT /v1/apps/{app_id}/users/{user_id}/metamessages/{metamessage_id}',
    description: "Update Metamessage\n\nUpdate a metamessage's metadata, type, or relationships",
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        metamessage_id: { type: 'string', description: 'ID of the metamessage to update' },
        session_id: { type: 'string' },
        message_id: { type: 'string' },
        metamessage_type: { type: 'string' },
        metadata: { type: 'object' },
      },
      required: ['app_id', 'user_id', 'metamessage_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, metamessage_id: arg2, ...params }) =>
      client.apps.users.metamessages.update(arg0, arg1, arg2, params as any),
  },
  {
    name: 'apps_users_sessions_list',
    method: 'apps.users.sessions.list',
    endpoint: 'POST /v1/apps/{app_id}/users/{user_id}/sessions/list',
    description: 'Get Sessions\n\nGet All Sessions for a User',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        reverse: { type: 'boolean', description: 'Whether to reverse the order of results' },
        page: { type: 'integer', description: 'Page number' },
        size: { type: 'integer', description: 'Page size' },
        filter: { type: 'object' },
        is_active: { type: 'boolean' },
      },
      required: ['app_id', 'user_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, ...params }) =>
      client.apps.users.sessions.list(arg0, arg1, params as any),
  },
  {
    name: 'apps_users_sessions_create',
    method: 'apps.users.sessions.create',
    endpoint: 'POST /v1/apps/{app_id}/users/{user_id}/sessions',
    description: 'Create Session\n\nCreate a Session for a User',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        metadata: { type: 'object' },
      },
      required: ['app_id', 'user_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, ...params }) =>
      client.apps.users.sessions.create(arg0, arg1, params as any),
  },
  {
    name: 'apps_users_sessions_update',
    method: 'apps.users.sessions.update',
    endpoint: 'PUT /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}',
    description: 'Update Session\n\nUpdate the metadata of a Session',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        session_id: { type: 'string', description: 'ID of the session to update' },
        metadata: { type: 'object' },
      },
      required: ['app_id', 'user_id', 'session_id', 'metadata'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, session_id: arg2, ...params }) =>
      client.apps.users.sessions.update(arg0, arg1, arg2, params as any),
  },
  {
    name: 'apps_users_sessions_delete',
    method: 'apps.users.sessions.delete',
    endpoint: 'DELETE /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}',
    description: 'Delete Session\n\nDelete a session by marking it as inactive',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        session_id: { type: 'string', description: 'ID of the session to delete' },
      },
      required: ['app_id', 'user_id', 'session_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, session_id: arg2 }) =>
      client.apps.users.sessions.delete(arg0, arg1, arg2),
  },
  {
    name: 'apps_users_sessions_get',
    method: 'apps.users.sessions.get',
    endpoint: 'GET /v1/apps/{app_id}/users/{user_id}/sessions',
    description:
      'Get Session\n\nGet a specific session for a user.\n\nIf session_id is provided as a query parameter, it uses that (must match JWT session_id).\nOtherwise, it uses the session_id from the JWT token.',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        session_id: {
          type: 'string',
          description: 'Session ID to retrieve. If not provided, uses JWT token',
        },
      },
      required: ['app_id', 'user_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, ...params }) =>
      client.apps.users.sessions.get(arg0, arg1, params as any),
  },
  {
    name: 'apps_users_sessions_chat',
    method: 'apps.users.sessions.chat',
    endpoint: 'POST /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/chat',
    description: 'Chat with the Dialectic API',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        session_id: { type: 'string', description: 'ID of the session' },
        queries: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
        stream: { type: 'boolean' },
      },
      required: ['app_id', 'user_id', 'session_id', 'queries'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, session_id: arg2, ...params }) =>
      client.apps.users.sessions.chat(arg0, arg1, arg2, params as any),
  },
  {
    name: 'apps_users_sessions_clone',
    method: 'apps.users.sessions.clone',
    endpoint: 'GET /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/clone',
    description: 'Clone Session\n\nClone a session, optionally up to a specific message',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        session_id: { type: 'string', description: 'ID of the session to clone' },
        message_id: { type: 'string', description: 'Message ID to cut off the clone at' },
        deep_copy: { type: 'boolean', description: 'Whether to deep copy metamessages' },
      },
      required: ['app_id', 'user_id', 'session_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, session_id: arg2, ...params }) =>
      client.apps.users.sessions.clone(arg0, arg1, arg2, params as any),
  },
  {
    name: 'apps_users_sessions_messages_create',
    method: 'apps.users.sessions.messages.create',
    endpoint: 'POST /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages',
    description: 'Create Message For Session\n\nAdds a message to a session',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        session_id: { type: 'string', description: 'ID of the session' },
        content: { type: 'string' },
        is_user: { type: 'boolean' },
        metadata: { type: 'object' },
      },
      required: ['app_id', 'user_id', 'session_id', 'content', 'is_user'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, session_id: arg2, ...params }) =>
      client.apps.users.sessions.messages.create(arg0, arg1, arg2, params as any),
  },
  {
    name: 'apps_users_sessions_messages_list',
    method: 'apps.users.sessions.messages.list',
    endpoint: 'POST /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/list',
    description: 'Get Messages\n\nGet all messages for a session',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        session_id: { type: 'string', description: 'ID of the session' },
        reverse: { type: 'boolean', description: 'Whether to reverse the order of results' },
        page: { type: 'integer', description: 'Page number' },
        size: { type: 'integer', description: 'Page size' },
        filter: { type: 'object' },
      },
      required: ['app_id', 'user_id', 'session_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, session_id: arg2, ...params }) =>
      client.apps.users.sessions.messages.list(arg0, arg1, arg2, params as any),
  },
  {
    name: 'apps_users_sessions_messages_get',
    method: 'apps.users.sessions.messages.get',
    endpoint: 'GET /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/{message_id}',
    description: 'Get Message\n\nGet a Message by ID',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        session_id: { type: 'string', description: 'ID of the session' },
        message_id: { type: 'string', description: 'ID of the message to retrieve' },
      },
      required: ['app_id', 'user_id', 'session_id', 'message_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, session_id: arg2, message_id: arg3 }) =>
      client.apps.users.sessions.messages.get(arg0, arg1, arg2, arg3),
  },
  {
    name: 'apps_users_sessions_messages_update',
    method: 'apps.users.sessions.messages.update',
    endpoint: 'PUT /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/{message_id}',
    description: 'Update Message\n\nUpdate the metadata of a Message',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        session_id: { type: 'string', description: 'ID of the session' },
        message_id: { type: 'string', description: 'ID of the message to update' },
        metadata: { type: 'object' },
      },
      required: ['app_id', 'user_id', 'session_id', 'message_id', 'metadata'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, session_id: arg2, message_id: arg3, ...params }) =>
      client.apps.users.sessions.messages.update(arg0, arg1, arg2, arg3, params as any),
  },
  {
    name: 'apps_users_sessions_messages_batch',
    method: 'apps.users.sessions.messages.batch',
    endpoint: 'POST /v1/apps/{app_id}/users/{user_id}/sessions/{session_id}/messages/batch',
    description:
      'Create Batch Messages For Session\n\nBulk create messages for a session while maintaining order. Maximum 100 messages per batch.',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        session_id: { type: 'string', description: 'ID of the session' },
        messages: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              content: { type: 'string' },
              is_user: { type: 'boolean' },
              metadata: { type: 'object' },
            },
            required: ['content', 'is_user'],
          },
        },
      },
      required: ['app_id', 'user_id', 'session_id', 'messages'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, session_id: arg2, ...params }) =>
      client.apps.users.sessions.messages.batch(arg0, arg1, arg2, params as any),
  },
  {
    name: 'apps_users_collections_list',
    method: 'apps.users.collections.list',
    endpoint: 'POST /v1/apps/{app_id}/users/{user_id}/collections/list',
    description: 'Get Collections\n\nGet All Collections for a User',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        reverse: { type: 'boolean', description: 'Whether to reverse the order of results' },
        page: { type: 'integer', description: 'Page number' },
        size: { type: 'integer', description: 'Page size' },
        filter: { type: 'object' },
      },
      required: ['app_id', 'user_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, ...params }) =>
      client.apps.users.collections.list(arg0, arg1, params as any),
  },
  {
    name: 'apps_users_collections_create',
    method: 'apps.users.collections.create',
    endpoint: 'POST /v1/apps/{app_id}/users/{user_id}/collections',
    description: 'Create Collection\n\nCreate a new Collection',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        name: { type: 'string' },
        metadata: { type: 'object' },
      },
      required: ['app_id', 'user_id', 'name'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, ...params }) =>
      client.apps.users.collections.create(arg0, arg1, params as any),
  },
  {
    name: 'apps_users_collections_get_by_name',
    method: 'apps.users.collections.getByName',
    endpoint: 'GET /v1/apps/{app_id}/users/{user_id}/collections/name/{name}',
    description: 'Get Collection By Name\n\nGet a Collection by Name',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        name: { type: 'string', description: 'Name of the collection to retrieve' },
      },
      required: ['app_id', 'user_id', 'name'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, name: arg2 }) =>
      client.apps.users.collections.getByName(arg0, arg1, arg2),
  },
  {
    name: 'apps_users_collections_update',
    method: 'apps.users.collections.update',
    endpoint: 'PUT /v1/apps/{app_id}/users/{user_id}/collections/{collection_id}',
    description: "Update Collection\n\nUpdate a Collection's name or metadata",
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        collection_id: { type: 'string', description: 'ID of the collection to update' },
        name: { type: 'string' },
        metadata: { type: 'object' },
      },
      required: ['app_id', 'user_id', 'collection_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, collection_id: arg2, ...params }) =>
      client.apps.users.collections.update(arg0, arg1, arg2, params as any),
  },
  {
    name: 'apps_users_collections_delete',
    method: 'apps.users.collections.delete',
    endpoint: 'DELETE /v1/apps/{app_id}/users/{user_id}/collections/{collection_id}',
    description: 'Delete Collection\n\nDelete a Collection and its documents',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        collection_id: { type: 'string', description: 'ID of the collection to delete' },
      },
      required: ['app_id', 'user_id', 'collection_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, collection_id: arg2 }) =>
      client.apps.users.collections.delete(arg0, arg1, arg2),
  },
  {
    name: 'apps_users_collections_get',
    method: 'apps.users.collections.get',
    endpoint: 'GET /v1/apps/{app_id}/users/{user_id}/collections',
    description:
      'Get Collection\n\nGet a specific collection for a user.\n\nIf collection_id is provided as a query parameter, it uses that (must match JWT collection_id).\nOtherwise, it uses the collection_id from the JWT token.',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        collection_id: {
          type: 'string',
          description: 'Collection ID to retrieve. If not provided, uses JWT token',
        },
      },
      required: ['app_id', 'user_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, ...params }) =>
      client.apps.users.collections.get(arg0, arg1, params as any),
  },
  {
    name: 'apps_users_collections_documents_list',
    method: 'apps.users.collections.documents.list',
    endpoint: 'POST /v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/list',
    description: 'Get Documents\n\nGet all of the Documents in a Collection',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        collection_id: { type: 'string', description: 'ID of the collection' },
        reverse: { type: 'boolean', description: 'Whether to reverse the order of results' },
        page: { type: 'integer', description: 'Page number' },
        size: { type: 'integer', description: 'Page size' },
        filter: { type: 'object' },
      },
      required: ['app_id', 'user_id', 'collection_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, collection_id: arg2, ...params }) =>
      client.apps.users.collections.documents.list(arg0, arg1, arg2, params as any),
  },
  {
    name: 'apps_users_collections_documents_create',
    method: 'apps.users.collections.documents.create',
    endpoint: 'POST /v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents',
    description: 'Create Document\n\nEmbed text as a vector and create a Document',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        collection_id: { type: 'string', description: 'ID of the collection' },
        content: { type: 'string' },
        metadata: { type: 'object' },
      },
      required: ['app_id', 'user_id', 'collection_id', 'content'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, collection_id: arg2, ...params }) =>
      client.apps.users.collections.documents.create(arg0, arg1, arg2, params as any),
  },
  {
    name: 'apps_users_collections_documents_get',
    method: 'apps.users.collections.documents.get',
    endpoint: 'GET /v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/{document_id}',
    description: 'Get Document\n\nGet a document by ID',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        collection_id: { type: 'string', description: 'ID of the collection' },
        document_id: { type: 'string', description: 'ID of the document to retrieve' },
      },
      required: ['app_id', 'user_id', 'collection_id', 'document_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, collection_id: arg2, document_id: arg3 }) =>
      client.apps.users.collections.documents.get(arg0, arg1, arg2, arg3),
  },
  {
    name: 'apps_users_collections_documents_update',
    method: 'apps.users.collections.documents.update',
    endpoint: 'PUT /v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/{document_id}',
    description: 'Update Document\n\nUpdate the content and/or the metadata of a Document',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        collection_id: { type: 'string', description: 'ID of the collection' },
        document_id: { type: 'string', description: 'ID of the document to update' },
        metadata: { type: 'object' },
        content: { type: 'string' },
      },
      required: ['app_id', 'user_id', 'collection_id', 'document_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, collection_id: arg2, document_id: arg3, ...params }) =>
      client.apps.users.collections.documents.update(arg0, arg1, arg2, arg3, params as any),
  },
  {
    name: 'apps_users_collections_documents_delete',
    method: 'apps.users.collections.documents.delete',
    endpoint: 'DELETE /v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/{document_id}',
    description: 'Delete Document\n\nDelete a Document by ID',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        collection_id: { type: 'string', description: 'ID of the collection' },
        document_id: { type: 'string', description: 'ID of the document to delete' },
      },
      required: ['app_id', 'user_id', 'collection_id', 'document_id'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, collection_id: arg2, document_id: arg3 }) =>
      client.apps.users.collections.documents.delete(arg0, arg1, arg2, arg3),
  },
  {
    name: 'apps_users_collections_documents_query',
    method: 'apps.users.collections.documents.query',
    endpoint: 'POST /v1/apps/{app_id}/users/{user_id}/collections/{collection_id}/documents/query',
    description: 'Query Documents\n\nCosine Similarity Search for Documents',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app' },
        user_id: { type: 'string', description: 'ID of the user' },
        collection_id: { type: 'string', description: 'ID of the collection' },
        query: { type: 'string' },
        filter: { type: 'object' },
        top_k: { type: 'integer' },
      },
      required: ['app_id', 'user_id', 'collection_id', 'query'],
    },
    handler: (client, { app_id: arg0, user_id: arg1, collection_id: arg2, ...params }) =>
      client.apps.users.collections.documents.query(arg0, arg1, arg2, params as any),
  },
  {
    name: 'keys_create',
    method: 'keys.create',
    endpoint: 'POST /v1/keys',
    description: 'Create Key\n\nCreate a new Key',
    inputSchema: {
      type: 'object',
      properties: {
        app_id: { type: 'string', description: 'ID of the app to scope the key to' },
        user_id: { type: 'string', description: 'ID of the user to scope the key to' },
        session_id: { type: 'string', description: 'ID of the session to scope the key to' },
        collection_id: { type: 'string', description: 'ID of the collection to scope the key to' },
        expires_at: { type: 'string', format: 'date-time' },
      },
    },
    handler: (client, params) => client.keys.create(params as any),
  },
];
