// Generated from spec/openapi.yaml by `npm run generate`. Do not edit.
import type { OpenApiDocument } from './openapi-document.ts';

export const openapiDocument: OpenApiDocument = {
  "openapi": "3.1.0",
  "info": {
    "title": "Animal Store",
    "version": "1.0.0",
    "description": "List, add and retrieve animals in a store. Every operation requires a bearer API key.\n\nError bodies carry a machine-readable `code`. The codes this service (and its mock) use:\n\n| code | status | when |\n|---|---|---|\n| `invalid_request` | 400 | the request itself could not be read (an odd header value, say) |\n| `invalid_query` | 400 | a query parameter is malformed or out of range |\n| `invalid_path` | 400 | a path parameter is not an integer in the safe range |\n| `invalid_body` | 400 | the body is missing, not JSON, not an object, or fails NewPet |\n| `invalid_sandbox` | 400 | the mock's `Animal-Store-Sandbox` header is not a valid sandbox name, or was given twice |\n| `unauthorized` | 401 | the API key is missing, malformed or unknown |\n| `host_not_allowed` | 403 | (the mock's server) the `Host` header names a host it does not serve |\n| `not_found` | 404 | no such animal, or no such path |\n| `method_not_allowed` | 405 | the path exists but not with this method (`Allow` lists those that do) |\n| `request_timeout` | 408 | the request head or body did not arrive in time |\n| `gone` | 410 | the operation is past its sunset date |\n| `payload_too_large` | 413 | the body is over 1 MiB |\n| `unsupported_media_type` | 415 | the body is not `application/json` |\n| `internal_error` | 500 | an unexpected fault |\n| `not_implemented` | 501 | the operation is named by the interface but its shape is not shown |\n| `storage_unavailable` | 503 | the store could not be written |\n| `upstream_unavailable` | 502 | (a mock in front of an upstream) the upstream could not be reached: refused, DNS, TLS, a broken connection |\n| `contract_violation` | 502 | (a mock in front of an upstream, strict) the upstream's answer breaks this contract |\n| `upstream_timeout` | 504 | (a mock in front of an upstream) the upstream did not answer in time |\n",
    "license": {
      "name": "MIT",
      "identifier": "MIT"
    },
    "contact": {
      "name": "Animal Store API",
      "url": "https://api.animal-store.example/"
    }
  },
  "servers": [
    {
      "url": "https://api.animal-store.example/v1",
      "description": "Production"
    },
    {
      "url": "https://staging-api.animal-store.example/v1",
      "description": "Staging"
    },
    {
      "url": "http://127.0.0.1:4010/v1",
      "description": "Local mock (animal-store-mock)"
    }
  ],
  "security": [
    {
      "bearerAuth": []
    }
  ],
  "tags": [
    {
      "name": "pets",
      "description": "Animals in the store."
    }
  ],
  "paths": {
    "/pets": {
      "get": {
        "operationId": "listPets",
        "summary": "List animals",
        "description": "Returns at most `limit` animals, ordered by id ascending, optionally filtered by status.\nFurther pages are not offered: the interface shows no way to request one.\n",
        "tags": [
          "pets"
        ],
        "parameters": [
          {
            "name": "limit",
            "in": "query",
            "required": false,
            "description": "Maximum number of animals to return.",
            "schema": {
              "type": "integer",
              "format": "int32",
              "minimum": 1,
              "maximum": 100,
              "default": 20
            }
          },
          {
            "name": "status",
            "in": "query",
            "required": false,
            "description": "Filters by availability status.",
            "schema": {
              "$ref": "#/components/schemas/PetStatus"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "Success.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Pets"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "default": {
            "$ref": "#/components/responses/Unexpected"
          }
        }
      },
      "post": {
        "operationId": "createPet",
        "summary": "Add an animal",
        "description": "Adds an animal; the service assigns its id. Unknown fields (and any `id`) are ignored.\nWhen `status` is omitted it stays omitted.\n",
        "tags": [
          "pets"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/NewPet"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Animal added.",
            "headers": {
              "Location": {
                "description": "Path of the new animal.",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Pet"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "413": {
            "$ref": "#/components/responses/PayloadTooLarge"
          },
          "415": {
            "$ref": "#/components/responses/UnsupportedMediaType"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "default": {
            "$ref": "#/components/responses/Unexpected"
          }
        }
      }
    },
    "/pets/{petId}": {
      "get": {
        "operationId": "getPet",
        "summary": "Get one animal (deprecated)",
        "description": "Deprecated; removed on 5 December 2030. Use `GET /pets` with the `status` filter instead.\nEvery response carries `Deprecation`, `Sunset` and a `Link` to the successor.\n",
        "deprecated": true,
        "x-deprecated-since": "2026-01-01T00:00:00Z",
        "x-sunset": "2030-12-05T00:00:00Z",
        "x-successor": "/pets",
        "tags": [
          "pets"
        ],
        "parameters": [
          {
            "name": "petId",
            "in": "path",
            "required": true,
            "description": "Identifier of the animal to retrieve.",
            "schema": {
              "type": "integer",
              "format": "int64"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "Success.",
            "headers": {
              "Deprecation": {
                "$ref": "#/components/headers/Deprecation"
              },
              "Sunset": {
                "$ref": "#/components/headers/Sunset"
              },
              "Link": {
                "$ref": "#/components/headers/Link"
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Pet"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/BadRequest"
          },
          "401": {
            "$ref": "#/components/responses/Unauthorized"
          },
          "404": {
            "$ref": "#/components/responses/NotFound"
          },
          "410": {
            "$ref": "#/components/responses/Gone"
          },
          "429": {
            "$ref": "#/components/responses/TooManyRequests"
          },
          "default": {
            "$ref": "#/components/responses/Unexpected"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "bearerAuth": {
        "type": "http",
        "scheme": "bearer",
        "description": "Send `Authorization: Bearer <API_KEY>`."
      }
    },
    "headers": {
      "Deprecation": {
        "description": "When the operation was deprecated (RFC 9745).",
        "schema": {
          "type": "string",
          "example": "@1767225600"
        }
      },
      "Sunset": {
        "description": "When the operation is removed (RFC 8594).",
        "schema": {
          "type": "string",
          "example": "Thu, 05 Dec 2030 00:00:00 GMT"
        }
      },
      "Link": {
        "description": "The successor operation, `rel=\"successor-version\"`.",
        "schema": {
          "type": "string",
          "example": "</v1/pets>; rel=\"successor-version\""
        }
      }
    },
    "responses": {
      "BadRequest": {
        "description": "The request is invalid (a query or path parameter, the body, or a header); `code` says which.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      },
      "Unauthorized": {
        "description": "Missing or invalid API key.",
        "headers": {
          "WWW-Authenticate": {
            "description": "The bearer challenge (RFC 6750).",
            "schema": {
              "type": "string",
              "example": "Bearer realm=\"animal-store\""
            }
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      },
      "NotFound": {
        "description": "The requested resource could not be found.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      },
      "Gone": {
        "description": "The operation is past its sunset date (`gone`).",
        "headers": {
          "Deprecation": {
            "$ref": "#/components/headers/Deprecation"
          },
          "Sunset": {
            "$ref": "#/components/headers/Sunset"
          },
          "Link": {
            "$ref": "#/components/headers/Link"
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      },
      "PayloadTooLarge": {
        "description": "The body is over 1 MiB (`payload_too_large`).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      },
      "UnsupportedMediaType": {
        "description": "The body is not `application/json` (`unsupported_media_type`).",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      },
      "TooManyRequests": {
        "description": "Too many requests (`rate_limited`); retry after the `Retry-After` seconds.",
        "headers": {
          "Retry-After": {
            "description": "Seconds to wait before retrying.",
            "schema": {
              "type": "string",
              "pattern": "^[0-9]+$",
              "example": "1"
            }
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      },
      "Unexpected": {
        "description": "Any other error, with the same Error body: a fault (500 `internal_error`, 503\n`storage_unavailable`), an upstream's failure in proxy mode (502, 504), a slow request\n(408), or a failure injected by a rule (any status).\n",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      }
    },
    "schemas": {
      "PetStatus": {
        "type": "string",
        "description": "Availability status.",
        "enum": [
          "available",
          "pending",
          "sold"
        ]
      },
      "NewPet": {
        "type": "object",
        "description": "The fields of an animal that a client sends.",
        "required": [
          "name",
          "categoryId"
        ],
        "properties": {
          "name": {
            "type": "string",
            "description": "The animal's name.",
            "example": "Biscuit"
          },
          "categoryId": {
            "type": "integer",
            "format": "int64",
            "description": "Identifier of the category the animal belongs to.",
            "example": 3
          },
          "status": {
            "$ref": "#/components/schemas/PetStatus"
          }
        }
      },
      "Pet": {
        "description": "An animal in the store.",
        "allOf": [
          {
            "$ref": "#/components/schemas/NewPet"
          },
          {
            "type": "object",
            "required": [
              "id"
            ],
            "properties": {
              "id": {
                "type": "integer",
                "format": "int64",
                "description": "Unique identifier, assigned on creation by the service.",
                "example": 1
              }
            }
          }
        ]
      },
      "Pets": {
        "type": "array",
        "description": "A list of animals (a bare array, no envelope).",
        "items": {
          "$ref": "#/components/schemas/Pet"
        }
      },
      "Error": {
        "type": "object",
        "required": [
          "code",
          "message",
          "status"
        ],
        "properties": {
          "code": {
            "type": "string",
            "description": "Machine-readable error code (see the table in the description).",
            "example": "not_found"
          },
          "message": {
            "type": "string",
            "description": "Human-readable description of the error.",
            "example": "No pet with id 42."
          },
          "status": {
            "type": "integer",
            "format": "int32",
            "description": "The HTTP status code, repeated.",
            "example": 404
          }
        }
      }
    }
  }
};
