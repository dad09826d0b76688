import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { User } from "./user";

/** A general employment-equity committee document. */
export class EeDocument extends Model<InferAttributes<EeDocument>, InferCreationAttributes<EeDocument>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: CreationOptional<string | null>;
  declare fileName: string;
  declare originalName: string;
  declare fileType: CreationOptional<string | null>;
  declare fileSize: CreationOptional<number | null>;
  declare storagePath: string;
  declare documentUrl: CreationOptional<string | null>;
  declare uploadedBy: CreationOptional<number | null>;
  declare sha256: CreationOptional<string | null>;
  declare scanStatus: CreationOptional<"clean" | "unscanned" | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare uploader?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    EeDocument.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING, allowNull: false },
        description: DataTypes.TEXT,
        fileName: { type: DataTypes.STRING, allowNull: false },
        originalName: { type: DataTypes.STRING, allowNull: false },
        fileType: DataTypes.STRING,
        fileSize: DataTypes.INTEGER,
        storagePath: { type: DataTypes.STRING(1000), allowNull: false },
        documentUrl: DataTypes.TEXT,
        uploadedBy: DataTypes.INTEGER,
        sha256: DataTypes.STRING(64),
        scanStatus: DataTypes.STRING(20),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "ee_documents", underscored: true },
    );
  }
}
