// Generated from spec/openapi.yaml by `npm run generate`. Do not edit.
export interface paths {
    "/pets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List animals
         * @description Returns at most `limit` animals, ordered by id ascending, optionally filtered by status.
         *     Further pages are not offered: the interface shows no way to request one.
         */
        get: operations["listPets"];
        put?: never;
        /**
         * Add an animal
         * @description Adds an animal; the service assigns its id. Unknown fields (and any `id`) are ignored.
         *     When `status` is omitted it stays omitted.
         */
        post: operations["createPet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pets/{petId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one animal (deprecated)
         * @deprecated
         * @description Deprecated; removed on 5 December 2030. Use `GET /pets` with the `status` filter instead.
         *     Every response carries `Deprecation`, `Sunset` and a `Link` to the successor.
         */
        get: operations["getPet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Availability status.
         * @enum {string}
         */
        PetStatus: "available" | "pending" | "sold";
        /** @description The fields of an animal that a client sends. */
        NewPet: {
            /**
             * @description The animal's name.
             * @example Biscuit
             */
            name: string;
            /**
             * Format: int64
             * @description Identifier of the category the animal belongs to.
             * @example 3
             */
            categoryId: number;
            status?: components["schemas"]["PetStatus"];
        };
        /** @description An animal in the store. */
        Pet: components["schemas"]["NewPet"] & {
            /**
             * Format: int64
             * @description Unique identifier, assigned on creation by the service.
             * @example 1
             */
            id: number;
        };
        /** @description A list of animals (a bare array, no envelope). */
        Pets: components["schemas"]["Pet"][];
        Error: {
            /**
             * @description Machine-readable error code (see the table in the description).
             * @example not_found
             */
            code: string;
            /**
             * @description Human-readable description of the error.
             * @example No pet with id 42.
             */
            message: string;
            /**
             * Format: int32
             * @description The HTTP status code, repeated.
             * @example 404
             */
            status: number;
        };
    };
    responses: {
        /** @description The request is invalid (a query or path parameter, the body, or a header); `code` says which. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing or invalid API key. */
        Unauthorized: {
            headers: {
                /** @description The bearer challenge (RFC 6750). */
                "WWW-Authenticate"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The requested resource could not be found. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The operation is past its sunset date (`gone`). */
        Gone: {
            headers: {
                Deprecation: components["headers"]["Deprecation"];
                Sunset: components["headers"]["Sunset"];
                Link: components["headers"]["Link"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is over 1 MiB (`payload_too_large`). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is not `application/json` (`unsupported_media_type`). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests (`rate_limited`); retry after the `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before retrying. */
                "Retry-After"?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Any other error, with the same Error body: a fault (500 `internal_error`, 503
         *     `storage_unavailable`), an upstream's failure in proxy mode (502, 504), a slow request
         *     (408), or a failure injected by a rule (any status).
         */
        Unexpected: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description When the operation was deprecated (RFC 9745). */
        Deprecation: string;
        /** @description When the operation is removed (RFC 8594). */
        Sunset: string;
        /** @description The successor operation, `rel="successor-version"`. */
        Link: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listPets: {
        parameters: {
            query?: {
                /** @description Maximum number of animals to return. */
                limit?: number;
                /** @description Filters by availability status. */
                status?: components["schemas"]["PetStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pets"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    createPet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewPet"];
            };
        };
        responses: {
            /** @description Animal added. */
            201: {
                headers: {
                    /** @description Path of the new animal. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identifier of the animal to retrieve. */
                petId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    Deprecation: components["headers"]["Deprecation"];
                    Sunset: components["headers"]["Sunset"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Unexpected"];
        };
    };
}
