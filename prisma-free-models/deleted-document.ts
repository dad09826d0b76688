import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { DocumentQuery } from "./document-query";
import type { Employee } from "./employee";
import type { User } from "./user";

/**
 * Trash entry for a deleted employee document. originalDocumentId has no foreign key (the original row is gone);
 * storagePath points at the retained copy so a document query can restore it.
 */
export class DeletedDocument extends Model<InferAttributes<DeletedDocument>, InferCreationAttributes<DeletedDocument>> {
  declare id: CreationOptional<number>;
  declare originalDocumentId: number;
  declare employeeId: number;
  declare fileName: CreationOptional<string | null>;
  declare originalName: string;
  declare fileType: CreationOptional<string | null>;
  declare fileSize: CreationOptional<number | null>;
  declare storagePath: CreationOptional<string | null>;
  declare documentType: CreationOptional<string | null>;
  declare uploadedBy: CreationOptional<number | null>;
  declare originalCreatedAt: CreationOptional<Date | null>;
  declare deletedAt: CreationOptional<Date>;
  declare deletedBy: CreationOptional<number | null>;
  declare queriedAt: CreationOptional<Date | null>;
  declare queriedBy: CreationOptional<number | null>;
  declare queryReason: CreationOptional<string | null>;
  declare hrNotified: CreationOptional<boolean>;
  declare description: CreationOptional<string | null>;
  declare restoredAt: CreationOptional<Date | null>;
  declare restoredDocumentId: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare employee?: NonAttribute<Employee>;
  declare deleter?: NonAttribute<User>;
  declare queries?: NonAttribute<DocumentQuery[]>;

  static initModel(sequelize: Sequelize) {
    DeletedDocument.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        originalDocumentId: { type: DataTypes.INTEGER, allowNull: false },
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        fileName: DataTypes.STRING,
        originalName: { type: DataTypes.STRING, allowNull: false },
        fileType: DataTypes.STRING,
        fileSize: DataTypes.INTEGER,
        storagePath: DataTypes.STRING(1000),
        documentType: DataTypes.STRING(50),
        uploadedBy: DataTypes.INTEGER,
        originalCreatedAt: DataTypes.DATE,
        deletedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        deletedBy: DataTypes.INTEGER,
        queriedAt: DataTypes.DATE,
        queriedBy: DataTypes.INTEGER,
        description: DataTypes.TEXT,
        restoredAt: DataTypes.DATE,
        restoredDocumentId: DataTypes.INTEGER,
        queryReason: DataTypes.TEXT,
        hrNotified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "deleted_documents", underscored: true },
    );
  }
}
