import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { DocumentAccessLog } from "./document-access-log";
import type { User } from "./user";

/** A company-wide HR document or policy. */
export class HrDocument extends Model<InferAttributes<HrDocument>, InferCreationAttributes<HrDocument>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: CreationOptional<string | null>;
  declare category: CreationOptional<string | null>;
  declare fileName: string;
  declare originalName: string;
  declare fileType: CreationOptional<string | null>;
  declare fileSize: CreationOptional<number | null>;
  declare storagePath: string;
  declare version: CreationOptional<string>;
  declare isActive: CreationOptional<boolean>;
  declare effectiveDate: CreationOptional<string | null>;
  declare expiryDate: CreationOptional<string | null>;
  declare uploadedBy: CreationOptional<number | null>;
  declare sha256: CreationOptional<string | null>;
  /** The row this version replaces (issue 15's library), if any. */
  declare replacesId: CreationOptional<number | null>;
  declare scanStatus: CreationOptional<"clean" | "unscanned" | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare accessLogs?: NonAttribute<DocumentAccessLog[]>;
  declare uploader?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    HrDocument.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING, allowNull: false },
        description: DataTypes.TEXT,
        category: DataTypes.STRING(100),
        fileName: { type: DataTypes.STRING, allowNull: false },
        originalName: { type: DataTypes.STRING, allowNull: false },
        fileType: DataTypes.STRING,
        fileSize: DataTypes.INTEGER,
        storagePath: { type: DataTypes.STRING(1000), allowNull: false },
        version: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "1.0" },
        isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        effectiveDate: DataTypes.DATEONLY,
        expiryDate: DataTypes.DATEONLY,
        uploadedBy: DataTypes.INTEGER,
        sha256: DataTypes.CHAR(64),
        replacesId: DataTypes.INTEGER,
        scanStatus: DataTypes.STRING(20),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "hr_documents", underscored: true },
    );
  }
}
