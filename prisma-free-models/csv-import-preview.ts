import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/**
 * A checked import file waiting for HR's confirmation (issue 10). The id is a random UUID and
 * only its uploader may confirm it before expiresAt; confirming imports exactly fileData
 * (whose SHA-256 is fileSha256) with options, and deletes the row. A row with importId is the
 * file of that import's background job (issue 27), deleted once the job has run; its outcome is
 * the check's, or null when the file was not checked first.
 */
export class CsvImportPreview extends Model<InferAttributes<CsvImportPreview>, InferCreationAttributes<CsvImportPreview>> {
  declare id: string;
  declare uploadedBy: number | null;
  declare filename: string;
  declare fileData: Buffer;
  declare fileSha256: string;
  declare options: Record<string, boolean>;
  declare outcome: unknown;
  declare importId: CreationOptional<number | null>;
  declare expiresAt: Date;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    CsvImportPreview.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true },
        uploadedBy: { type: DataTypes.INTEGER, allowNull: true },
        filename: { type: DataTypes.STRING, allowNull: false },
        fileData: { type: DataTypes.BLOB, allowNull: false },
        fileSha256: { type: DataTypes.STRING(64), allowNull: false },
        options: { type: DataTypes.JSONB, allowNull: false },
        outcome: { type: DataTypes.JSONB, allowNull: true },
        importId: { type: DataTypes.INTEGER, allowNull: true },
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "csv_import_previews", underscored: true },
    );
  }
}
