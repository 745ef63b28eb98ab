// @pactflow/swagger-mock-validator 14.5.0 names a types file it does not ship: the part the tests call.
declare module '@pactflow/swagger-mock-validator' {
  interface ValidationResult {
    code: string;
    message: string;
    mockDetails?: { interactionDescription?: string | null; location: string };
  }
  interface ValidationOutcome {
    success: boolean;
    errors: ValidationResult[];
    warnings: ValidationResult[];
  }
  export const SwaggerMockValidatorFactory: {
    create(userAgent?: string): {
      validate(options: { specPathOrUrl: string; mockPathOrUrl: string }): Promise<ValidationOutcome>;
    };
  };
}
